import React from "react";
import { Link } from "gatsby";
import { RecentPosts, Sidebar, SidebarBlock, TagLinks, type RecentPost } from "../sidebar/Sidebar";
import { Icon } from "../layout/Icon";
import { ROUTES } from "../../lib/routes";
import { siteFacts } from "../../lib/site";
import * as styles from "./DestinationSidebar.module.css";
import { useEdition } from "../../i18n/EditionContext";
import { useBrowseText } from "../../i18n/browse-text";
import { localLink } from "../../i18n/translated-pages";

/** Beside the destination list: the latest blog posts, blog tags and a call for help planning. */
export function DestinationSidebar({
  recentPosts,
  tags,
}: {
  recentPosts: readonly RecentPost[];
  tags: readonly string[];
}) {
  const phone = siteFacts.phones[0];
  const text = useBrowseText();
  const { code } = useEdition();
  return (
    <Sidebar label={text("sidebar.label")}>
      <RecentPosts posts={recentPosts} />
      <TagLinks tags={tags} />
      <SidebarBlock id="help-planning" title={text("sidebar.help")} className={styles.help}>
        <p>{text("sidebar.helpText", { count: siteFacts.offices.length })}</p>
        {phone && (
          <p className={styles.phone}>
            <Icon name="phone" size={18} />
            <a href={`tel:${phone.tel}`} dir="ltr">
              {phone.display}
            </a>
          </p>
        )}
        <Link to={localLink(code, ROUTES.contact)} className="button">
          {text("nav.contact")}
        </Link>
      </SidebarBlock>
    </Sidebar>
  );
}
