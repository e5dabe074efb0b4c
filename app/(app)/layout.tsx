import { Providers } from "../providers";

/**
 * Everything interactive (sign-in, dashboard, billing, pricing) shares one data client and one
 * toaster, so a toast raised just before a navigation between these pages survives it.
 */
export default function AppLayout({ children }: { children: React.ReactNode }) {
  return <Providers>{children}</Providers>;
}
