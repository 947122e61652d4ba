import React from "react";
import { Link } from "gatsby";
import { openingHoursText, siteFacts } from "../../lib/site";
import { Icon } from "./Icon";
import * as styles from "./TopBar.module.css";
import { ROUTES } from "../../lib/routes";
import { useEdition, useText } from "../../i18n/EditionContext";
import { localLink } from "../../i18n/translated-pages";
import { EditionSwitch } from "./EditionSwitch";

/** The strip above the header: the office's facts (English: site facts are not translated yet), help, language. */
export function TopBar({ pathname }: { pathname: string }) {
  const text = useText();
  const { code } = useEdition();
  // The office's facts are the marketers' words, in English until Site facts has editions.
  const factsLang = code === "en" ? undefined : "en";
  return (
    <div className={styles.bar}>
      <div className={`container ${styles.inner}`}>
        <p className={styles.facts} lang={factsLang} dir={factsLang && "ltr"}>
          <span className={styles.fact}>
            <Icon name="pin" size={16} />
            {siteFacts.address.display}
          </span>
          <span className={styles.fact}>
            <Icon name="clock" size={16} />
            {openingHoursText()}
          </span>
        </p>
        <nav aria-label={text("topbar.help")} className={styles.links}>
          <Link to={localLink(code, ROUTES.faq)}>{text("topbar.faq")}</Link>
          <Link to={localLink(code, ROUTES.contact)}>{text("topbar.support")}</Link>
          <a href={siteFacts.visaChecklistPath} download>
            {text("topbar.visa")}
          </a>
        </nav>
        <EditionSwitch pathname={pathname} className={styles.links} />
      </div>
    </div>
  );
}
