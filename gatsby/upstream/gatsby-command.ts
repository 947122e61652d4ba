/**
 * Which gatsby-cli command runs this process. Gatsby gives no API for it: gatsby-cli sets an environment variable to
 * the command's name before it loads the local command (its lib/create-cli.js), and Gatsby itself reads it so.
 * `__tests__/gatsby-command.test.ts` runs the installed gatsby-cli to prove it still does (UPGRADING.md).
 */
export const GATSBY_COMMAND_VARIABLE = "gatsby_executing_command";

/** The commands that load gatsby-node.ts and run its hooks. */
const SITE_COMMANDS = ["build", "develop"] as const;
export type SiteCommand = (typeof SITE_COMMANDS)[number];

/** `gatsby build` or `gatsby develop`; stops with what to check when gatsby-cli no longer names it. */
export function gatsbyCommand(env: NodeJS.ProcessEnv = process.env): SiteCommand {
  const command = env[GATSBY_COMMAND_VARIABLE];
  const known = SITE_COMMANDS.find((name) => name === command);
  if (known) return known;
  throw new Error(
    `gatsby-cli did not name its command in process.env.${GATSBY_COMMAND_VARIABLE} (found ${JSON.stringify(command)}, ` +
      `expected "build" or "develop"): check where gatsby-cli's lib/create-cli.js sets it now ` +
      `(gatsby/upstream/UPGRADING.md)`,
  );
}
