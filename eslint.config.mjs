import next from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...next,
  ...nextTs,
  {
    // Components get their data through the hooks of lib/client/hooks, never from TanStack Query directly.
    files: ["components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@tanstack/react-query",
              importNames: ["useQuery", "useQueries", "useInfiniteQuery", "useSuspenseQuery", "useMutation", "useQueryClient"],
              message: "Components get data through a hook in lib/client/hooks.",
            },
          ],
        },
      ],
    },
  },
  {
    // No function over 80 lines (every line counted) outside tests and generated code (issue 23).
    files: ["**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "**/*.spec.ts", "tests/**", "**/testing/**", "**/*.generated.ts"],
    rules: {
      "max-lines-per-function": ["error", { max: 80, skipBlankLines: false, skipComments: false }],
    },
  },
  { ignores: ["node_modules/**", ".next/**", ".data/**", ".test-data/**", "db/migrations/**", "next-env.d.ts", "test-results/**", "playwright-report/**"] },
];

export default config;
