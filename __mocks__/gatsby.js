const React = require("react");
const gatsby = jest.requireActual("gatsby");

/** Gatsby's Link, graphql and static queries replaced by plain equivalents for component tests. */
module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest
    .fn()
    .mockImplementation(
      ({ activeClassName, activeStyle, getProps, innerRef, partiallyActive, ref, replace, to, ...rest }) =>
        React.createElement("a", { ...rest, href: to }),
    ),
  Slice: jest
    .fn()
    .mockImplementation(({ alias, ...rest }) =>
      React.createElement("div", { ...rest, "data-test-slice-alias": alias }),
    ),
  StaticQuery: jest.fn(),
  // The site's static queries (src/hooks/usePrivacyNotice.ts, useMainMenu.ts), answered as a build of the seed would.
  useStaticQuery: jest.fn().mockReturnValue({ privacyNoticeVersion: "2026-11-24", menuPages: { nodes: [] } }),
  navigate: jest.fn(),
  Script: jest.fn().mockImplementation(() => null),
};
