import { enquiryOrigin, EnquiryEndpointError } from "../gatsby/deploy/enquiry-endpoint";
import { contactsEndpoint } from "../src/lib/enquiry";

describe("enquiryOrigin", () => {
  it.each(["production", "deploy-preview"])(
    "on Netlify's %s context fails naming the variable when it is unset",
    (context) => {
      expect(() => enquiryOrigin({ CONTEXT: context })).toThrow(EnquiryEndpointError);
      expect(() => enquiryOrigin({ CONTEXT: context, GATSBY_ADMIN_API_URL: "" })).toThrow(
        /GATSBY_ADMIN_API_URL is not set/,
      );
    },
  );

  it.each(["production", "deploy-preview"])(
    "on Netlify's %s context fails naming the variable when it is not https",
    (context) => {
      expect(() => enquiryOrigin({ CONTEXT: context, GATSBY_ADMIN_API_URL: "http://admin.example.in" })).toThrow(
        /GATSBY_ADMIN_API_URL "http:\/\/admin\.example\.in" is not https/,
      );
    },
  );

  it("fails on a value that is not a URL, in any context", () => {
    expect(() => enquiryOrigin({ GATSBY_ADMIN_API_URL: "admin.example.in" })).toThrow(/GATSBY_ADMIN_API_URL/);
  });

  it("gives exactly the origin the form posts to", () => {
    const env = { CONTEXT: "production", GATSBY_ADMIN_API_URL: "https://admin.example.in/backend/" };
    expect(enquiryOrigin(env)).toBe("https://admin.example.in");
    expect(new URL(contactsEndpoint(env.GATSBY_ADMIN_API_URL)).origin).toBe(enquiryOrigin(env));
  });

  it("allows plain http and an unset variable outside the published contexts", () => {
    expect(enquiryOrigin({ CONTEXT: "branch-deploy", GATSBY_ADMIN_API_URL: "http://127.0.0.1:4000" })).toBe(
      "http://127.0.0.1:4000",
    );
    expect(enquiryOrigin({})).toBeNull();
  });
});
