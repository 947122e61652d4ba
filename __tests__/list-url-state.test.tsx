import React from "react";
import { act, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Pagination } from "../src/components/common/Pagination";
import { useListUrlState } from "../src/hooks/useListUrlState";
import { BLOG_LIST_URL } from "../src/lib/blog-list";
import { DESTINATION_LIST_URL, INITIAL_LIST_STATE } from "../src/lib/destination-search";

const visit = (url: string) => window.history.replaceState(null, "", url);

describe("useListUrlState (the blog and the destination lists)", () => {
  afterEach(() => visit("/"));

  it("starts from the default state like the static HTML, then reads the URL", () => {
    visit("/blog?tag=Visa&page=2");
    const states: unknown[] = [];
    renderHook(() => {
      const [state] = useListUrlState({ pathname: "/blog" }, BLOG_LIST_URL);
      states.push(state);
    });
    expect(states[0]).toEqual({ page: 1, search: "", category: "", tag: "" });
    expect(states.at(-1)).toEqual({ page: 2, search: "", category: "", tag: "Visa" });
  });

  it("pushes one history entry per change and one for a burst of typing", () => {
    visit("/destinations");
    const { result } = renderHook(() => useListUrlState({ pathname: "/destinations" }, DESTINATION_LIST_URL));
    const before = window.history.length;
    act(() => result.current[1]({ ...INITIAL_LIST_STATE, search: "g" }, { typing: true }));
    act(() => result.current[1]({ ...INITIAL_LIST_STATE, search: "goa" }, { typing: true }));
    expect(window.history.length).toBe(before + 1);
    expect(window.location.search).toBe("?search=goa");
    act(() => result.current[1]({ ...INITIAL_LIST_STATE, search: "goa", page: 2 }));
    expect(window.history.length).toBe(before + 2);
    expect(window.location.search).toBe("?search=goa&page=2");
    expect(result.current[0]).toEqual({ ...INITIAL_LIST_STATE, search: "goa", page: 2 });
  });

  it("re-reads the URL on Back/Forward and when Gatsby navigates to the same page (a new location key)", () => {
    visit("/blog?category=Kerala");
    const { result, rerender } = renderHook(({ key }) => useListUrlState({ pathname: "/blog", key }, BLOG_LIST_URL), {
      initialProps: { key: "a" },
    });
    expect(result.current[0].category).toBe("Kerala");
    act(() => {
      visit("/blog?tag=Food");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(result.current[0]).toMatchObject({ category: "", tag: "Food" });
    visit("/blog");
    rerender({ key: "b" });
    expect(result.current[0]).toMatchObject({ category: "", tag: "" });
  });

  it("ignores a malformed page the same way on both lists", () => {
    for (const page of ["0", "-2", "2.5", "abc"]) {
      expect(BLOG_LIST_URL.parse(`?page=${page}`).page).toBe(1);
      expect(DESTINATION_LIST_URL.parse(`?page=${page}`).page).toBe(1);
    }
  });
});

describe("Pagination", () => {
  it("shows a window of pages with gaps, and with onSelect opens a page in place", async () => {
    const onSelect = jest.fn();
    render(<Pagination page={5} pages={40} hrefFor={(n) => `/destinations?page=${n}`} onSelect={onSelect} />);
    const numbers = screen.getAllByRole("link", { name: /^Page / }).map((link) => link.textContent);
    expect(numbers).toEqual(["1", "4", "5", "6", "40"]);
    expect(screen.getByRole("link", { name: "Page 5" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(screen.getByRole("link", { name: "Page 6" }));
    expect(onSelect).toHaveBeenCalledWith(6);
    expect(screen.getByRole("link", { name: "Page 6" })).toHaveAttribute("href", "/destinations?page=6");
  });

  it("without onSelect renders plain links, and Previous is a disabled link on page 1", () => {
    render(<Pagination page={1} pages={3} hrefFor={(n) => `/blog?page=${n}`} label="Blog pages" />);
    expect(screen.getByRole("navigation", { name: "Blog pages" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Next" })).toHaveAttribute("href", "/blog?page=2");
    expect(screen.getByRole("link", { name: "Previous" })).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("link", { name: "Previous" })).not.toHaveAttribute("href");
  });

  it("is absent when everything fits on one page", () => {
    const { container } = render(<Pagination page={1} pages={1} hrefFor={() => "/blog"} />);
    expect(container).toBeEmptyDOMElement();
  });
});
