import React, { type ComponentType } from "react";
import { HydrationBoundary } from "../components/common/HydrationBoundary";
import { BLOCK_COMPONENTS, type BlockData } from ".";
import * as styles from "./BlockList.module.css";

/**
 * A page's blocks in their order. Every block after the first hydrates as its own unit of work (see
 * HydrationBoundary), so a long page answers input sooner.
 */
export function BlockList({ blocks }: { blocks: readonly BlockData[] }) {
  return (
    <div className={styles.blocks}>
      {blocks.map((block, index) => {
        const Component = BLOCK_COMPONENTS[block.type] as ComponentType<{ block: BlockData }>;
        const rendered = <Component block={block} />;
        return index === 0 ? (
          <React.Fragment key={index}>{rendered}</React.Fragment>
        ) : (
          <HydrationBoundary key={index}>{rendered}</HydrationBoundary>
        );
      })}
    </div>
  );
}
