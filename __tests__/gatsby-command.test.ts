/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { GATSBY_COMMAND_VARIABLE, gatsbyCommand } from "../gatsby/upstream/gatsby-command";

describe("gatsbyCommand", () => {
  it("names the command the installed gatsby-cli runs, from what it sets before loading the local command", () => {
    // A throwaway site whose local `gatsby build` only prints the variable gatsbyCommand reads.
    const site = mkdtempSync(path.join(os.tmpdir(), "gatsby-command-"));
    try {
      const commands = path.join(site, "node_modules/gatsby/dist/commands");
      mkdirSync(commands, { recursive: true });
      writeFileSync(path.join(site, "package.json"), JSON.stringify({ dependencies: { gatsby: "5" } }));
      writeFileSync(path.join(site, "node_modules/gatsby/package.json"), JSON.stringify({ version: "5.0.0" }));
      const printEnv = `module.exports = () => { process.stdout.write(JSON.stringify(process.env)); process.exit(0); };`;
      writeFileSync(path.join(commands, "build.js"), printEnv);
      const cli = path.resolve("node_modules/gatsby-cli/lib/index.js");
      const { [GATSBY_COMMAND_VARIABLE]: _before, ...env } = process.env;
      const output = execFileSync(process.execPath, [cli, "build"], {
        cwd: site,
        env: { ...env, GATSBY_TELEMETRY_DISABLED: "1" },
        encoding: "utf8",
      });
      expect(gatsbyCommand(JSON.parse(output))).toBe("build");
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it("takes develop, and stops naming gatsby-cli when the variable is missing or another command's", () => {
    expect(gatsbyCommand({ [GATSBY_COMMAND_VARIABLE]: "develop" })).toBe("develop");
    for (const env of [{}, { [GATSBY_COMMAND_VARIABLE]: "serve" }])
      expect(() => gatsbyCommand(env)).toThrow(
        /^gatsby-cli did not name its command in process\.env\.gatsby_executing/,
      );
  });
});
