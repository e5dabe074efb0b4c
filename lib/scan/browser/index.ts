export { chooseChromium, findChromium } from "./find-chromium";
export { createBrowserPool, type BrowserPool } from "./pool";
export { serverlessChromium } from "./serverless-chromium";
