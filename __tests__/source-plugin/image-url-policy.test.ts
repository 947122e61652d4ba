/** @jest-environment node */
import { ImageRefusedError, imageUrlPolicy } from "../../plugins/gatsby-source-agency-api/images";

describe("imageUrlPolicy", () => {
  const allowed = imageUrlPolicy(
    ["https://admin.example.in/backend", "http://127.0.0.1:4000"],
    "cdn.example.in, img.example.com:8443",
  );

  it("accepts https from the backend's origins and the IMAGE_HOSTS, and http only on loopback", () => {
    expect(allowed("https://admin.example.in/uploads/a.jpg").href).toBe("https://admin.example.in/uploads/a.jpg");
    expect(allowed("https://cdn.example.in/a.jpg").host).toBe("cdn.example.in");
    expect(allowed("https://img.example.com:8443/a.jpg").host).toBe("img.example.com:8443");
    expect(allowed("http://127.0.0.1:4000/images/a.jpg").port).toBe("4000");
  });

  it.each([
    ["http://admin.example.in/a.jpg", /http: URLs are not fetched/],
    ["http://cdn.example.in/a.jpg", /http: URLs are not fetched/],
    ["https://img.example.com/a.jpg", /host img\.example\.com is neither/],
    ["https://evil.example.net/a.jpg", /host evil\.example\.net is neither/],
    ["http://127.0.0.1:9999/a.jpg", /host 127\.0\.0\.1:9999 is neither/],
    ["file:///etc/passwd", /file: URLs are not fetched/],
    ["http://169.254.169.254/latest/meta-data", /http: URLs are not fetched/],
    ["images/a.jpg", /is not an absolute URL/],
  ])("refuses %s", (url, reason) => {
    expect(() => allowed(url)).toThrow(ImageRefusedError);
    expect(() => allowed(url)).toThrow(reason);
  });

  it("refuses link-local addresses even when IMAGE_HOSTS lists them", () => {
    const listed = imageUrlPolicy(["https://admin.example.in"], "169.254.169.254,[fe80::1]");
    expect(() => listed("https://169.254.169.254/a.jpg")).toThrow(/link-local/);
    expect(() => listed("https://[fe80::1]/a.jpg")).toThrow(/link-local/);
  });
});
