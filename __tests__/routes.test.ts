import {
  blogListPath,
  blogPostPath,
  DESTINATION_TYPES,
  destinationDetailsPath,
  destinationListPath,
  itineraryPath,
  ROUTES,
  tipPdfPath,
} from "../src/lib/routes";
import { MAIN_MENU } from "../src/lib/navigation";

describe("routes", () => {
  it("builds every created page's path from an id or type", () => {
    expect(destinationListPath("Domestic")).toBe("/destination/Domestic");
    expect(destinationDetailsPath("dst-munnar")).toBe("/destination-details/dst-munnar");
    expect(itineraryPath("dst-munnar")).toBe("/Itinerary/dst-munnar");
    expect(blogPostPath("a b")).toBe("/blog-details/a%20b");
    expect(blogListPath("?page=2")).toBe("/blog?page=2");
    expect(tipPdfPath("International")).toBe("/assets/pdf/International-tips.pdf");
    expect(ROUTES.destinations).toBe("/destinations");
  });

  it("gives the Destination menu one entry per destination type of the source plugin, then the tours", () => {
    const destination = MAIN_MENU.find((item) => item.to === ROUTES.destinations);
    expect(destination?.children?.map((child) => child.label)).toEqual([...DESTINATION_TYPES, "Tours"]);
    expect(destination?.children?.map((child) => child.to)).toEqual([
      ...DESTINATION_TYPES.map(destinationListPath),
      ROUTES.tour,
    ]);
  });
});
