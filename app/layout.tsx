import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Rivalscope — competitor intelligence that never sleeps", template: "%s · Rivalscope" },
  description: "Rivalscope watches your competitors' websites, detects pricing, feature and messaging changes, and tells you what they mean.",
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#0b0b14" },
  ],
};

/**
 * Every page is rendered per request: Next can only put the Content-Security-Policy nonce (set by
 * proxy.ts) on its scripts when it renders the page, not at build time.
 */
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  await connection();
  return (
    <html lang="en">
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        {children}
      </body>
    </html>
  );
}
