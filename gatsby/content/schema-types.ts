import type { CreateSchemaCustomizationArgs } from "gatsby";
import { blockDataFields, blockDataTypeDefs } from "./block-data";
import { contentTypeConfigs } from "./content-graphql";

/**
 * Typed GraphQL for the content/ files, generated from the content model (gatsby/content/content-graphql.ts), with the
 * blocks' data fields (gatsby/content/block-data.ts): pages get non-null fields whatever the files hold.
 */
export function defineContentTypes({
  actions,
  schema,
}: Pick<CreateSchemaCustomizationArgs, "actions" | "schema">): void {
  actions.createTypes(blockDataTypeDefs);
  actions.createTypes(
    contentTypeConfigs(undefined, blockDataFields).map((config) => {
      if (config.kind === "union") return schema.buildUnionType(config);
      if (config.kind === "interface") return schema.buildInterfaceType(config);
      return schema.buildObjectType(config);
    }),
  );
}
