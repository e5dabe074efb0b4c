export * from "./users";
export * from "./billing";
export * from "./competitors";
export * from "./changes";
export * from "./jobs";
export * from "./analysis";
export * from "./email";
export * from "./live";
