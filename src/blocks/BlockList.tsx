import React, { type ComponentType } from "react";
import { HydrationBoundary } from "../components/common/HydrationBoundary";
import type { ComponentsByType, ShownBlock } from ".";
import * as styles from "./BlockList.module.css";

/** A block's element: the component of its type with its props. */
export function BlockElement({ block, components }: { block: ShownBlock; components: ComponentsByType }) {
  // The component is looked up by the block's own type, so it takes exactly these props.
  const Component = components[block.type] as ComponentType<ShownBlock["props"]> | undefined;
  if (!Component) throw new Error(`No component for block ${block.type}`);
  return <Component {...block.props} />;
}

/**
 * A page's blocks in their order. Every block hydrates in a task of its own (HydrationBoundary), the first too, so
 * a long page answers input sooner: with the first block in the page's first pass, that pass was the longest task
 * of the load on / (the hero: 75–86 ms at 4× CPU, 46–48 ms without it).
 */
export function BlockList({ blocks, components }: { blocks: readonly ShownBlock[]; components: ComponentsByType }) {
  return (
    <div className={styles.blocks}>
      {blocks.map((block, index) => {
        // Each block in an element of its own: the one element its turn hydrates, even for a block that shows
        // nothing (the deals block when there are none) or several sections.
        const rendered = (
          <div>
            <BlockElement block={block} components={components} />
          </div>
        );
        return <HydrationBoundary key={index}>{rendered}</HydrationBoundary>;
      })}
    </div>
  );
}
