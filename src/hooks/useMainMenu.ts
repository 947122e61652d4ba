import { graphql, useStaticQuery } from "gatsby";
import { mainMenu, type NavItem } from "../lib/navigation";
import { useText } from "../i18n/EditionContext";

/**
 * The main menu with the landing pages whose "Linked from" gives a menu label (content/pages/*.json), its own items
 * labelled in the page's edition.
 */
export function useMainMenu(): NavItem[] {
  const data = useStaticQuery<Queries.MenuLandingPagesQuery>(graphql`
    query MenuLandingPages {
      menuPages: allBlockPage(filter: { language: { eq: "en" }, linkedFrom: { menuLabel: { ne: null } } }) {
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
  const text = useText();
  const labelled = (item: NavItem): NavItem => ({
    ...item,
    label: item.key ? text(item.key) : item.label,
    children: item.children?.map(labelled),
  });
  return mainMenu(data.menuPages.nodes).map(labelled);
}
