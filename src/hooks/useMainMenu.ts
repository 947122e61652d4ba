import { graphql, useStaticQuery } from "gatsby";
import { mainMenu, type NavItem } from "../lib/navigation";
import { useEdition, useText } from "../i18n/EditionContext";
import { pathInEdition } from "../i18n/editions";

/**
 * The main menu with the landing pages whose "Linked from" gives a menu label (content/pages/*.json), its own items
 * labelled in the page's edition. In an edition, a landing page leads to its translation where it has one in that
 * language (its editions are its translations', not src/i18n/translated-pages.ts's).
 */
export function useMainMenu(): NavItem[] {
  const data = useStaticQuery<Queries.MenuLandingPagesQuery>(graphql`
    query MenuLandingPages {
      menuPages: allBlockPage(filter: { language: { eq: "en" }, linkedFrom: { menuLabel: { ne: null } } }) {
        nodes {
          path
          title
          linkedFrom {
            menuLabel
          }
          editions
        }
      }
    }
  `);
  const text = useText();
  const { code } = useEdition();
  const translated = new Set(
    data.menuPages.nodes.filter((page) => page.editions.includes(code)).map((page) => page.path),
  );
  const labelled = (item: NavItem): NavItem => ({
    ...item,
    label: item.key ? text(item.key) : item.label,
    // The menu's own items go through localLink (MenuLink); a landing page's address is decided here.
    to: !item.key && code !== "en" && translated.has(item.to) ? pathInEdition(code, item.to) : item.to,
    children: item.children?.map(labelled),
  });
  return mainMenu(data.menuPages.nodes).map(labelled);
}
