/**
 * What the site's components use of `gatsby`, in the CMS admin (gatsby/cms/admin-bundle.ts builds the admin with
 * this in place of the package, whose runtime is Gatsby's page loader). A preview's link is a plain link; the page
 * queries a block file declares beside its component are Gatsby's build's business, so `graphql` only returns
 * nothing here. Anything else imported from `gatsby` by code the admin bundles fails the admin's build by name.
 */
import type { AnchorHTMLAttributes } from "react";

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
  replace?: boolean;
  state?: unknown;
};

export function Link({ to, activeClassName, partiallyActive, replace, state, children, ...anchor }: LinkProps) {
  void [activeClassName, partiallyActive, replace, state];
  return (
    <a href={to} {...anchor}>
      {children}
    </a>
  );
}

export const graphql = (): undefined => undefined;
