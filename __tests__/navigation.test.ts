import { MAIN_MENU, isActiveItem, showsBookNow } from "../src/lib/navigation";

const item = (label: string) => {
  const found = MAIN_MENU.find((entry) => entry.label === label);
  if (!found) throw new Error(`no menu item ${label}`);
  return found;
};

describe("isActiveItem", () => {
  it("marks Home only on the home page", () => {
    expect(isActiveItem(item("Home"), "/")).toBe(true);
    expect(isActiveItem(item("Home"), "/about")).toBe(false);
  });

  it("marks Destination on lists, details, itineraries and tours, which its submenu lists", () => {
    expect(item("Destination").children?.map((child) => [child.label, child.to])).toEqual([
      ["International", "/destination/International"],
      ["Domestic", "/destination/Domestic"],
      ["Tours", "/tour"],
    ]);
    for (const path of [
      "/destinations",
      "/destination/International",
      "/destination-details/dst-munnar",
      "/Itinerary/dst-munnar",
      "/tour",
      "/tour-details/tour-bali-honeymoon-retreat",
    ]) {
      expect(isActiveItem(item("Destination"), path)).toBe(true);
    }
    expect(isActiveItem(item("Destination"), "/service")).toBe(false);
  });

  it("ignores a trailing slash", () => {
    expect(isActiveItem(item("About Us"), "/about/")).toBe(true);
  });

  it("does not confuse /blog with /blogger", () => {
    expect(isActiveItem(item("Blog"), "/blog-details/blog-1")).toBe(true);
    expect(isActiveItem(item("Blog"), "/blogger")).toBe(false);
  });
});

describe("showsBookNow", () => {
  it("hides Book Now on /contact only", () => {
    expect(showsBookNow("/contact")).toBe(false);
    expect(showsBookNow("/contact/")).toBe(false);
    expect(showsBookNow("/about")).toBe(true);
  });
});
