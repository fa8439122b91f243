import type { PublicPageContent } from '../page-content';

export const documentationApiContent: PublicPageContent = {
  title: 'Developer API Overview',
  lead: 'The Connect API gives your systems the same data and actions that your users have in the portal: shipments, bookings, invoices, warehouse orders, inventory and reference data. This overview explains how to authenticate, how responses and errors are shaped, and the rules that keep the API fair and stable for everyone.',
  updated: 'January 15, 2025',
  sections: [
    {
      id: 'base-url',
      heading: 'Base URL and format',
      blocks: [
        {
          kind: 'paragraph',
          text: 'All endpoints are served under the /api/ path of the Connect host, for example https://connect.meridian-logistics.example/api/. Requests and responses use JSON encoded as UTF-8; send Content-Type: application/json with every request that has a body. Dates and times are ISO 8601 strings in UTC unless a field states otherwise, and amounts are decimal values accompanied by an ISO 4217 currency code. Only HTTPS is supported.',
        },
        {
          kind: 'paragraph',
          text: 'Every response carries an X-Request-Id header. Please quote it when you contact support about a specific call; it lets us find the request in our logs immediately.',
        },
      ],
    },
    {
      id: 'authentication',
      heading: 'Authentication',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The API uses the same accounts as the portal. Signing in returns a Bearer access token, which you send in the Authorization header of each request. Access tokens are deliberately short-lived. When one expires, the API answers 401 with the code UNAUTHENTICATED, and you obtain a new token from the refresh endpoint; the refresh credential is kept in a secure, HTTP-only cookie set at sign-in, so it is never exposed to scripts. Signing out revokes the refresh credential.',
        },
        {
          kind: 'list',
          items: [
            'For system-to-system integrations, ask for a dedicated integration user instead of using a person’s account; its permissions can be limited to exactly what the integration needs.',
            'Never embed credentials in client-side code or share tokens between systems.',
            'A small number of start-up endpoints, such as the public configuration, can be called without a token.',
          ],
        },
      ],
    },
    {
      id: 'company-scoping',
      heading: 'Company scoping',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every call is limited to the companies that the calling user is linked to, and to the permissions granted for each of them. Lists only contain records of those companies. If you request a record by an identifier that belongs to another company, the API answers 404 with the code NOT_FOUND, exactly as if the record did not exist; it does not reveal whether the identifier is valid elsewhere. A 403 ACCESS_DENIED answer means the record is yours but your permissions do not allow the action, for example paying an invoice without the billing permission.',
        },
      ],
    },
    {
      id: 'errors',
      heading: 'Errors',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every error, whatever its HTTP status, uses the same envelope. The code is stable and intended for your program logic; the message is a short human-readable text that may change. The optional details object can list invalid fields, a legacy numeric code, the request id and, for rate limiting, the number of seconds to wait.',
        },
        {
          kind: 'code',
          label: 'Error envelope',
          text: `{
  "error": {
    "code": "VALIDATION_FAILED",
    "message": "This form is not valid.",
    "details": {
      "fields": [
        { "path": "pageSize", "message": "Page size must be a whole number greater than zero" }
      ],
      "requestId": "3f1c9a52-8d7e-4b6a-9c1e-0b2d4e6f8a10"
    }
  }
}`,
        },
        {
          kind: 'table',
          caption: 'Common error codes',
          columns: ['HTTP status', 'Code', 'Meaning'],
          rows: [
            ['400', 'VALIDATION_FAILED', 'The request body or query failed validation; see details.fields.'],
            ['400', 'COMPANY_MISSING', 'No company is selected for the session.'],
            ['401', 'UNAUTHENTICATED', 'The access token is missing, invalid or expired.'],
            ['403', 'ACCESS_DENIED', 'Your permissions do not allow this action.'],
            ['404', 'NOT_FOUND', 'The record does not exist or belongs to a company you cannot access.'],
            ['404', 'ROUTE_NOT_FOUND', 'No endpoint exists at this path and method.'],
            ['409', 'CONFLICT', 'The record was changed by someone else; reload it and try again.'],
            [
              '413 / 415',
              'PAYLOAD_TOO_LARGE / UNSUPPORTED_MEDIA_TYPE',
              'An uploaded file is too large or of a type that is not accepted.',
            ],
            ['429', 'RATE_LIMITED', 'Too many requests; wait for the time given in Retry-After.'],
            [
              '500',
              'INTERNAL / DATABASE_UNREACHABLE',
              'An unexpected server error; retry later and quote the request id if it persists.',
            ],
          ],
        },
      ],
    },
    {
      id: 'rate-limits',
      heading: 'Rate limits',
      blocks: [
        {
          kind: 'paragraph',
          text: 'To protect the service, requests are limited per client over a rolling time window. When the limit is reached the API answers HTTP 429 with the code RATE_LIMITED and a Retry-After header giving the number of seconds to wait before trying again. Honor that value, and use exponential backoff with jitter for repeated retries. Integrations that poll for status changes should poll no more often than every five minutes, or subscribe to EDI status messages instead. If your integration needs a higher allowance, contact us before going live.',
        },
      ],
    },
    {
      id: 'pagination',
      heading: 'Pagination, filtering and sorting',
      blocks: [
        {
          kind: 'paragraph',
          text: 'List endpoints accept the same query parameters, so the code you write for one list works for all of them:',
        },
        {
          kind: 'list',
          items: [
            'filter: restricts the list to matching records; the fields that can be filtered on are documented for each endpoint.',
            'pageNumber: the page to return, starting at 1.',
            'pageSize: the number of records per page, up to the maximum documented for the endpoint.',
            'sort: one or more field=dir pairs joined by &, where dir is asc or desc, applied in the order given. Because the value itself contains = and &, it must be URL-encoded.',
          ],
        },
        {
          kind: 'code',
          label: 'Query string for the second page of 50 records, sorted by ETA descending, then house bill ascending',
          text: `?pageNumber=2&pageSize=50&sort=eta%3Ddesc%26houseBill%3Dasc`,
        },
      ],
    },
    {
      id: 'reference',
      heading: 'OpenAPI document and interactive reference',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The complete, machine-readable description of every endpoint is published as an OpenAPI 3.1 document at /api/openapi.json. You can load it into code generators, API clients or contract-testing tools. An interactive reference generated from the same document is available at /api/docs, where you can browse endpoints by tag, inspect request and response schemas, and try calls against your own account.',
        },
      ],
    },
    {
      id: 'example',
      heading: 'Example request',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The public configuration endpoint returns the start-up settings that the portal reads before it renders, such as the product name and version, the active locales, the default time zone and the inactivity timeout options. It is a convenient first call to confirm connectivity. Reference lists used in forms, such as countries, seaports, airports, carriers and event types, are likewise available at /api/reference/ followed by the list name.',
        },
        {
          kind: 'code',
          label: 'curl',
          text: `curl --silent --show-error \\
  --header "Accept: application/json" \\
  --header "Authorization: Bearer $CONNECT_ACCESS_TOKEN" \\
  https://connect.meridian-logistics.example/api/legacy/edge/common/configuration`,
        },
        {
          kind: 'paragraph',
          text: 'The Authorization header is optional for this particular endpoint but is included to show the pattern used for all other calls.',
        },
      ],
    },
    {
      id: 'versioning',
      heading: 'Versioning and deprecation',
      blocks: [
        {
          kind: 'list',
          items: [
            'Additive changes, such as new endpoints, new optional request fields, new response fields and new error codes, are made without notice. Build clients that ignore fields they do not recognize.',
            'Breaking changes, such as removing or renaming a field, changing its type or meaning, or removing an endpoint, are introduced only under a new path and never in place.',
            'Deprecated endpoints are marked as deprecated in the OpenAPI document and answer with Deprecation and Sunset headers giving the retirement date.',
            'A deprecated endpoint remains available for at least 12 months after the deprecation is announced. Announcements appear in the feature release notes and are e-mailed to the technical contacts of registered integrations.',
            'Endpoints under /api/legacy/ preserve the behavior of earlier Connect versions for existing integrations; new integrations should prefer the current equivalents where they exist.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'To request API access or an integration user, write to edi@meridian-logistics.example. For questions about individual calls, contact support@meridian-logistics.example and include the X-Request-Id.',
        },
      ],
    },
  ],
};
