import { useEdition, useText } from "../../i18n/EditionContext";
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
import type { MessageKey } from "../../i18n/text";
import { englishFact, richText } from "../../i18n/rich-text";
import { localLink } from "../../i18n/translated-pages";

/** The main menu's sections, then the tours and the FAQ: by their keys in the interface catalogue. */
const QUICK_LINKS: readonly { key: MessageKey; to: string }[] = [
  ...MAIN_MENU.flatMap(({ key, to }) => (key && to !== ROUTES.home ? [{ key, to }] : [])),
  { key: "nav.tours", to: ROUTES.tour },
  { key: "topbar.faq", to: ROUTES.faq },
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
  const text = useText();
  // In another edition, Site facts (tagline, address, hours, offices, company name) are still the marketers'
  // English: marked so, each laid out as English is, so that numbers and addresses read in order.
  const english = englishFact(code);
  const year = new Date().getFullYear();
  return (
    <footer id={SITE_FOOTER_ID} className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="visually-hidden">
            {richText(text("footer.about"), { name: <bdi {...english}>{facts.name}</bdi> })}
          </h2>
          <Logo inverted />
          <p className={styles.tagline} {...english}>
            {facts.tagline}.
          </p>
          <ul className={styles.social} aria-label={text("footer.social")}>
            {facts.social.map((profile) => (
              <li key={profile.name}>
                <a
                  href={profile.url}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={`${profile.name}${text("link.newTab")}`}
                >
                  <Icon name={socialIcon(profile.name)} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <FooterColumn id="footer-links" title={text("footer.links")}>
          <LinkList
            items={QUICK_LINKS.map(({ key, to }) => ({ label: text(key), to: localLink(code, to) }))}
            className={styles.list}
          />
        </FooterColumn>
        <FooterColumn id="footer-contact" title={text("footer.contact")}>
          <ul className={styles.list}>
            {contactLinks(facts).map((contact) => (
              <li key={contact.href}>
                <a href={contact.href} className={styles.iconLink} dir="ltr">
                  <Icon name={contact.icon} size={16} /> {contact.text}
                </a>
              </li>
            ))}
          </ul>
        </FooterColumn>
        <FooterColumn id="footer-visit" title={text("footer.visit")}>
          <address className={styles.address} {...english}>
            {facts.address.display}
          </address>
          <p className={styles.small} {...english}>
            {openingHoursText(facts)}
          </p>
          <p className={styles.small}>
            {richText(text("footer.offices"), { offices: <bdi {...english}>{facts.offices.join(", ")}</bdi> })}
          </p>
        </FooterColumn>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          © {year} <bdi {...english}>{facts.legalName}</bdi> ·{" "}
          <Link to={localLink(code, ROUTES.privacy)}>{text("footer.privacy")}</Link>
        </p>
        <ScrollTopButton />
      </div>
    </footer>
  );
}
