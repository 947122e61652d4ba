import React from "react";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../common/Picture";
import * as styles from "./DestinationTypes.module.css";
import { destinationListPath } from "../../lib/routes";

export interface DestinationType {
  type: string;
  count: number;
  image: IGatsbyImageData | undefined;
}

/** One tile per destination type (International, Domestic), leading to its list; the caption names the link. */
export function DestinationTypes({ types }: { types: DestinationType[] }) {
  return (
    <ul className={styles.grid}>
      {types.map(({ type, count, image }) => (
        <li key={type}>
          <Link to={destinationListPath(type)} className={styles.tile}>
            {image && <Picture image={image} alt="" className={styles.image} />}
            <span className={styles.caption}>
              <span className={styles.type}>{type} destinations</span>
              <span>{count === 1 ? "1 destination" : `${count} destinations`}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
