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
  { ignores: ["node_modules/**", ".next/**", ".data/**", ".test-data/**", "db/migrations/**", "next-env.d.ts", "test-results/**", "playwright-report/**"] },
];

export default config;
