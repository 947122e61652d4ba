import { graphql, useStaticQuery } from "gatsby";
import { mainMenu, type NavItem } from "../lib/navigation";

/** The main menu with the landing pages whose "Linked from" gives a menu label (content/pages/*.json). */
export function useMainMenu(): NavItem[] {
  const data = useStaticQuery<Queries.MenuLandingPagesQuery>(graphql`
    query MenuLandingPages {
      menuPages: allBlockPage(filter: { linkedFrom: { menuLabel: { ne: null } } }) {
        nodes {
          path
          title
          linkedFrom {
            menuLabel
          }
        }
      }
    }
  `);
  return mainMenu(data.menuPages.nodes);
}
