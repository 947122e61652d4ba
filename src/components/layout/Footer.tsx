import { useEdition } from "../../i18n/EditionContext";
import React, { type ReactNode } from "react";
import { Link } from "gatsby";
import { LinkList } from "../common/LinkList";
import { MAIN_MENU } from "../../lib/navigation";
import { openingHoursText, siteFacts, type SiteFacts } from "../../lib/site";
import { Icon, type IconName } from "./Icon";
import { Logo } from "./Logo";
import { ScrollTopButton } from "./ScrollTopButton";
import * as styles from "./Footer.module.css";
import { ROUTES } from "../../lib/routes";

const QUICK_LINKS = [
  ...MAIN_MENU.filter((item) => item.to !== ROUTES.home).map(({ label, to }) => ({ label, to })),
  { label: "Tours", to: ROUTES.tour },
  { label: "FAQ", to: ROUTES.faq },
];

/** The footer's phones and e-mail addresses, each a link. */
const contactLinks = (facts: SiteFacts): { href: string; icon: IconName; text: string }[] => [
  ...facts.phones.map((phone) => ({ href: `tel:${phone.tel}`, icon: "phone" as const, text: phone.display })),
  ...facts.emails.map((email) => ({ href: `mailto:${email.address}`, icon: "mail" as const, text: email.address })),
];

const SOCIAL_ICONS: Record<string, IconName> = {
  facebook: "facebook",
  instagram: "instagram",
  youtube: "youtube",
  linkedin: "linkedin",
};
const socialIcon = (network: string): IconName => SOCIAL_ICONS[network.toLowerCase()] ?? "star";

/** A titled column of the footer. */
function FooterColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The site footer's id: the phone action bar steps aside while it is in view. */
export const SITE_FOOTER_ID = "site-footer";

/** The site's footer; `facts` are Site facts as the CMS preview edits them (the site's own by default). */
export function Footer({ facts = siteFacts }: { facts?: SiteFacts }) {
  const { code } = useEdition();
  const year = new Date().getFullYear();
  return (
    // In another edition the footer is still the marketers' English (Site facts has no editions yet): said so, and
    // laid out as English is, so its phone numbers and addresses read in order.
    <footer id={SITE_FOOTER_ID} className={styles.footer} {...(code !== "en" && { lang: "en", dir: "ltr" })}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="visually-hidden">
            About {facts.name}
          </h2>
          <Logo inverted />
          <p className={styles.tagline}>{facts.tagline}.</p>
          <ul className={styles.social} aria-label="Social media">
            {facts.social.map((profile) => (
              <li key={profile.name}>
                <a
                  href={profile.url}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={`${profile.name} (opens in a new tab)`}
                >
                  <Icon name={socialIcon(profile.name)} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <FooterColumn id="footer-links" title="Quick links">
          <LinkList items={QUICK_LINKS} className={styles.list} />
        </FooterColumn>
        <FooterColumn id="footer-contact" title="Talk to us">
          <ul className={styles.list}>
            {contactLinks(facts).map((contact) => (
              <li key={contact.href}>
                <a href={contact.href} className={styles.iconLink}>
                  <Icon name={contact.icon} size={16} /> {contact.text}
                </a>
              </li>
            ))}
          </ul>
        </FooterColumn>
        <FooterColumn id="footer-visit" title="Visit us">
          <address className={styles.address}>{facts.address.display}</address>
          <p className={styles.small}>{openingHoursText(facts)}</p>
          <p className={styles.small}>Offices in {facts.offices.join(", ")}.</p>
        </FooterColumn>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          © {year} {facts.legalName} · <Link to={ROUTES.privacy}>Privacy notice</Link>
        </p>
        <ScrollTopButton />
      </div>
    </footer>
  );
}
