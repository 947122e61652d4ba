/**
 * An error that already knows its HTTP status and JSON body, so route code can `throw` it
 * and the app's single error handler answers it verbatim (and does not log it as a crash).
 */
export class ApiError extends Error {
  /**
   * @param {number} statusCode
   * @param {Record<string, unknown>} body  JSON body sent to the client, e.g. { error, message }
   */
  constructor(statusCode, body) {
    super(typeof body.message === "string" ? body.message : String(body.error));
    this.name = "ApiError";
    this.statusCode = statusCode;
    this.body = body;
  }
}

/** @param {string} field @param {string} message */
export function invalidQuery(field, message) {
  return new ApiError(400, { error: "Invalid query parameter", field, message });
}

/** @param {string} message */
export function notFound(message) {
  return new ApiError(404, { error: "Not found", message });
}
