import React from "react";
import { Link } from "gatsby";
import { RecentPosts, Sidebar, SidebarBlock, TagLinks, type RecentPost } from "../sidebar/Sidebar";
import { Icon } from "../layout/Icon";
import { ROUTES } from "../../lib/routes";
import { siteFacts } from "../../lib/site";
import * as styles from "./DestinationSidebar.module.css";

/** Beside the destination list: the latest blog posts, blog tags and a call for help planning. */
export function DestinationSidebar({
  recentPosts,
  tags,
}: {
  recentPosts: readonly RecentPost[];
  tags: readonly string[];
}) {
  const phone = siteFacts.phones[0];
  return (
    <Sidebar label="More from our blog and help">
      <RecentPosts posts={recentPosts} />
      <TagLinks tags={tags} />
      <SidebarBlock id="help-planning" title="Need help planning?" className={styles.help}>
        <p>
          Tell us your dates and budget; a travel expert from our {siteFacts.offices.length} offices plans the trip with
          you.
        </p>
        {phone && (
          <p className={styles.phone}>
            <Icon name="phone" size={18} />
            <a href={`tel:${phone.tel}`}>{phone.display}</a>
          </p>
        )}
        <Link to={ROUTES.contact} className="button">
          Contact us
        </Link>
      </SidebarBlock>
    </Sidebar>
  );
}
