import { STORAGE_KEYS } from "@/lib/client/storage";

/**
 * Fetches an export of the API with the signed-in user's credentials and saves it as a file (the
 * server's file name, else `fallbackName`). Returns the file name; throws a message for the user.
 */
export async function downloadExport(path: string, fallbackName: string, notFound = "This competitor no longer exists."): Promise<string> {
  const token = localStorage.getItem(STORAGE_KEYS.authToken) ?? localStorage.getItem(STORAGE_KEYS.apiKey);
  const res = await fetch(path, { credentials: "include", headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(res.status === 404 ? notFound : `The export failed (HTTP ${res.status}).`);
  const name = /filename="?([^";]+)"?/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
  return name;
}
