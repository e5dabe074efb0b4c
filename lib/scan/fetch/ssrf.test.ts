/**
 * The SSRF attack list, run against a real server on 127.0.0.1 that must never be reached.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FetchError } from "./errors";
import { HostQueue } from "./host-queue";
import { connectOptions, httpAgent, poolName } from "./keep-alive";
import type { ResolveHost } from "./resolve";
import { safeFetch, type SafeFetchOptions } from "./safe-fetch";
import { html, routes, startServer, type TestServer } from "./testing/servers";
import { checkUrl } from "./url-policy";

async function fetchError(p: Promise<unknown>): Promise<FetchError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(FetchError);
    return err as FetchError;
  }
  throw new Error("expected the fetch to be refused");
}

let victim: TestServer;
let front: TestServer;

/** A fake DNS: public-looking names that point at the local fixture servers. */
const fakeDns: ResolveHost = async (hostname) => {
  const table: Record<string, string[]> = {
    "www.competitor.test": ["127.0.0.1"],
    "cdn.competitor.test": ["127.0.0.1"],
    "rebind.attacker.test": ["127.0.0.1"],
    "mixed.attacker.test": ["93.184.216.34", "127.0.0.1"],
    "metadata.attacker.test": ["169.254.169.254"],
    "v6.attacker.test": ["::ffff:10.0.0.1"],
  };
  const found = table[hostname];
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
  return found.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
};

beforeAll(async () => {
  victim = await startServer(html("<p>secret admin panel</p>"));
  front = await startServer(
    routes({
      "/start": (_req, res) => {
        res.writeHead(302, { Location: `http://cdn.competitor.test:${front.port}/hop` });
        res.end();
      },
      "/hop": (req, res) => {
        const target = new URL(req.url ?? "/", "http://x").searchParams.get("to");
        res.writeHead(301, { Location: target ?? `http://127.0.0.1:${victim.port}/admin` });
        res.end();
      },
      "/hop-decimal": (_req, res) => {
        res.writeHead(302, { Location: `http://2130706433:${victim.port}/admin` });
        res.end();
      },
      "/hop-localhost": (_req, res) => {
        res.writeHead(302, { Location: `http://localhost:${victim.port}/admin` });
        res.end();
      },
      "/hop-file": (_req, res) => {
        res.writeHead(302, { Location: "file:///etc/passwd" });
        res.end();
      },
      "/hop-metadata": (_req, res) => {
        res.writeHead(302, { Location: "http://169.254.169.254/latest/meta-data/iam/security-credentials/" });
        res.end();
      },
      "/page": html("<p>public competitor page</p>"),
    }),
  );
});

afterAll(async () => {
  await victim?.close();
  await front?.close();
});

let baseline = 0;
beforeEach(() => {
  victim.hits.length = 0;
  baseline = victim.connections();
});

/** Not a single request, not even a TCP connection, reached the victim. */
function expectUntouched(): void {
  expect(victim.hits).toHaveLength(0);
  expect(victim.connections()).toBe(baseline);
}

const base = (): SafeFetchOptions => ({ timeoutMs: 3000, hostQueue: new HostQueue() });

describe("SSRF attack list", () => {
  const loopbackForms = [
    "http://127.0.0.1:PORT/",
    "http://2130706433:PORT/",
    "http://0177.0.0.1:PORT/",
    "http://0x7f.0.0.1:PORT/",
    "http://0x7f.1:PORT/",
    "http://127.1:PORT/",
    "http://127.000.000.001:PORT/",
    "http://[::1]:PORT/",
    "http://[::ffff:127.0.0.1]:PORT/",
    "http://[::ffff:7f00:1]:PORT/",
    "http://[0:0:0:0:0:ffff:127.0.0.1]:PORT/",
    "http://0.0.0.0:PORT/",
    "http://localhost:PORT/",
    "http://LOCALHOST.:PORT/",
    "http://app.localhost:PORT/",
  ];
  it.each(loopbackForms)("refuses %s without contacting the server", async (template) => {
    const url = template.replace("PORT", String(victim.port));
    const e = await fetchError(safeFetch(url, base()));
    expect(e.code).toBe("blocked_address");
    expect(e.message).toMatch(/cannot be scanned/);
    expectUntouched();
  });

  it.each(["http://127.0.0.1", "http://2130706433/", "http://0177.0.0.1/", "http://0x7f.0.0.1/", "http://127.1/", "http://[::1]/", "http://[::ffff:127.0.0.1]/"])(
    "refuses %s on the default port",
    async (url) => {
      expect((await fetchError(safeFetch(url, base()))).code).toBe("blocked_address");
    },
  );

  it("refuses the cloud metadata service", async () => {
    const e = await fetchError(safeFetch("http://169.254.169.254/latest/meta-data", base()));
    expect(e.code).toBe("blocked_address");
    expect(e.message).toBe("169.254.169.254 is a cloud metadata service (link-local) address, which cannot be scanned.");
    expect((await fetchError(safeFetch("http://[fd00:ec2::254]/latest/meta-data", base()))).code).toBe("blocked_address");
  });

  it.each([
    ["http://10.0.0.1/", "private network"],
    ["http://192.168.1.1/", "private network"],
    ["http://172.16.5.4/", "private network"],
    ["http://100.64.0.1/", "carrier-grade NAT"],
    ["http://[fe80::1]/", "link-local"],
    ["http://[fc00::1]/", "unique local"],
    ["http://[2002:7f00:1::]/", "6to4-embedded loopback"],
    ["http://[64:ff9b::a9fe:a9fe]/", "NAT64-embedded cloud metadata"],
    ["http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/", "Teredo"],
    ["http://224.0.0.1/", "multicast"],
    ["http://255.255.255.255/", "broadcast"],
  ])("refuses %s (%s)", async (url, why) => {
    const e = await fetchError(safeFetch(url, base()));
    expect(e.code).toBe("blocked_address");
    expect(e.message).toContain(why);
  });

  it.each([
    "file:///etc/passwd",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "ftp://example.com/file",
    "gopher://127.0.0.1:6379/_FLUSHALL",
    "blob:https://example.com/uuid",
    "ws://example.com/",
    "not a url",
    "http://user:pass@example.com/",
    "http://user@example.com/",
    "http://example.com:22/",
    "http://example.com:6379/",
    "http://example.com:0/",
  ])("refuses %s as blocked_url", async (url) => {
    const e = await fetchError(safeFetch(url, base()));
    expect(e.code).toBe("blocked_url");
  });

  it("refuses names that resolve to loopback (DNS rebinding) without contacting the server", async () => {
    const e = await fetchError(
      safeFetch(`http://rebind.attacker.test:${victim.port}/`, { ...base(), resolveHost: fakeDns }),
    );
    expect(e.code).toBe("blocked_address");
    expect(e.message).toBe("rebind.attacker.test resolves to 127.0.0.1, which is a loopback address and cannot be scanned.");
    expectUntouched();
  });

  it("refuses names with any private record, and names resolving to metadata or mapped private v6", async () => {
    const o = { ...base(), resolveHost: fakeDns };
    expect((await fetchError(safeFetch(`http://mixed.attacker.test:${victim.port}/`, o))).code).toBe("blocked_address");
    expect((await fetchError(safeFetch("http://metadata.attacker.test/", o))).message).toMatch(/cloud metadata/);
    expect((await fetchError(safeFetch("http://v6.attacker.test/", o))).message).toMatch(/IPv4-mapped private/);
    expectUntouched();
  });

  it("refuses localhost through the real system resolver", async () => {
    const e = await fetchError(safeFetch(`http://localhost:${victim.port}/`, base()));
    expect(e.code).toBe("blocked_address");
    expectUntouched();
  });

  describe("a public-looking redirect chain", () => {
    // www. and cdn.competitor.test stand in for a real competitor: they are allowed, the victim is not.
    const chainOpts = (): SafeFetchOptions => ({
      ...base(),
      resolveHost: fakeDns,
      allowedPrivateHosts: [`www.competitor.test:${front.port}`, `cdn.competitor.test:${front.port}`],
    });

    it("works for a legitimate page", async () => {
      const res = await safeFetch(`http://www.competitor.test:${front.port}/page`, chainOpts());
      expect(res.body).toBe("<p>public competitor page</p>");
    });

    it.each([
      ["/start", "127.0.0.1"],
      ["/hop-decimal", "127.0.0.1"],
      ["/hop-localhost", "localhost"],
    ])("that ends at the victim (%s) is refused at the last hop", async (path, shown) => {
      const e = await fetchError(safeFetch(`http://www.competitor.test:${front.port}${path}`, chainOpts()));
      expect(e.code).toBe("blocked_address");
      expect(e.message).toContain(shown);
      expect(e.url).toMatch(new RegExp(`:${victim.port}/admin$`));
      expectUntouched();
    });

    it("that ends at the metadata service or file:// is refused", async () => {
      const meta = await fetchError(safeFetch(`http://www.competitor.test:${front.port}/hop-metadata`, chainOpts()));
      expect(meta.code).toBe("blocked_address");
      const file = await fetchError(safeFetch(`http://www.competitor.test:${front.port}/hop-file`, chainOpts()));
      expect(file.code).toBe("blocked_url");
    });

    it("an allowance for one port does not cover another port on the same host", async () => {
      const e = await fetchError(
        safeFetch(`${front.origin}/start`, { ...chainOpts(), allowedPrivateHosts: [front.hostPort, `cdn.competitor.test:${front.port}`] }),
      );
      expect(e.code).toBe("blocked_address");
      expectUntouched();
    });
  });

  describe("a kept-alive socket", () => {
    // Same host name and port, so the same pool: what the second policy refuses is the socket's address.
    const url = (): string => `http://www.competitor.test:${victim.port}/admin`;
    const allowing = (): SafeFetchOptions => ({ ...base(), resolveHost: fakeDns, allowedPrivateHosts: [`www.competitor.test:${victim.port}`] });
    const idleSockets = () => httpAgent.freeSockets[poolName(connectOptions(checkUrl(url())))]?.length ?? 0;

    async function openSocket(): Promise<void> {
      expect((await safeFetch(url(), allowing())).body).toBe("<p>secret admin panel</p>");
      expect(idleSockets()).toBe(1);
      victim.hits.length = 0;
      baseline = victim.connections();
    }

    it("opened under a policy that allowed a private host is refused to a request whose policy does not", async () => {
      await openSocket();
      const e = await fetchError(safeFetch(url(), { ...base(), resolveHost: fakeDns }));
      expect(e.code).toBe("blocked_address");
      expect(e.message).toBe("www.competitor.test resolves to 127.0.0.1, which is a loopback address and cannot be scanned.");
      expectUntouched();
      expect(idleSockets()).toBe(0);
    });

    it("is checked by address, whatever the request's resolver says now", async () => {
      await openSocket();
      const publicDns: ResolveHost = async () => [{ address: "93.184.216.34", family: 4 }];
      const e = await fetchError(safeFetch(url(), { ...base(), resolveHost: publicDns }));
      expect(e.code).toBe("blocked_address");
      expectUntouched();
    });
  });
});
