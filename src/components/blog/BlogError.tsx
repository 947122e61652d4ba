import React, { useEffect } from "react";
import { Link } from "gatsby";
import { PageHeader } from "../layout/PageHeader";
import { documentTitle } from "../seo/Seo";
import * as styles from "./BlogError.module.css";
import { ROUTES } from "../../lib/routes";

/** The blog's error page: titled 'Error', the reason, and a way back to the list. */
export function BlogError({ message }: { message: string }) {
  // The error can arise after the page's Head was rendered (a failed load), so the title follows it here.
  useEffect(() => {
    document.title = documentTitle("Error");
  }, []);
  return (
    <>
      <PageHeader title="Error" crumbs={[{ label: "Blog", to: ROUTES.blog }]} />
      <div className={`container section ${styles.box}`} role="alert">
        <p className={styles.message}>{message}</p>
        <Link to={ROUTES.blog} className="button button--brand">
          Back to Blogs
        </Link>
      </div>
    </>
  );
}
