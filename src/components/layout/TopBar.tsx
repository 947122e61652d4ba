import React from "react";
import { Link } from "gatsby";
import { openingHoursText, siteFacts } from "../../lib/site";
import { Icon } from "./Icon";
import * as styles from "./TopBar.module.css";
import { ROUTES } from "../../lib/routes";

export function TopBar() {
  return (
    <div className={styles.bar}>
      <div className={`container ${styles.inner}`}>
        <p className={styles.facts}>
          <span className={styles.fact}>
            <Icon name="pin" size={16} />
            {siteFacts.address.display}
          </span>
          <span className={styles.fact}>
            <Icon name="clock" size={16} />
            {openingHoursText()}
          </span>
        </p>
        <nav aria-label="Help" className={styles.links}>
          <Link to={ROUTES.faq}>FAQ</Link>
          <Link to={ROUTES.contact}>Support</Link>
          <a href={siteFacts.visaChecklistPath} download>
            Visa Checklists
          </a>
        </nav>
      </div>
    </div>
  );
}
