import React from "react";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../common/Picture";
import * as styles from "./DestinationTypes.module.css";
import { destinationListPath } from "../../lib/routes";
import { destinationTypeName } from "../../lib/breadcrumbs";
import { useEdition } from "../../i18n/EditionContext";
import { useBlocksText } from "../../i18n/blocks-text";
import { localLink } from "../../i18n/translated-pages";

export interface DestinationType {
  type: string;
  count: number;
  image: IGatsbyImageData | undefined;
}

/**
 * One tile per destination type (International, Domestic), leading to its list (the edition's); the caption names the
 * link.
 */
export function DestinationTypes({ types }: { types: DestinationType[] }) {
  const { code } = useEdition();
  const text = useBlocksText();
  return (
    <ul className={styles.grid}>
      {types.map(({ type, count, image }) => (
        <li key={type}>
          <Link to={localLink(code, destinationListPath(type))} className={styles.tile}>
            {image && <Picture image={image} alt="" className={styles.image} />}
            <span className={styles.caption}>
              <span className={styles.type}>
                {text("blocks.types.title", { type: destinationTypeName(text, type) })}
              </span>
              <span>{text("blocks.types.count", { count })}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
