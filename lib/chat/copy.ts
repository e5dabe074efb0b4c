/** The chat's user-facing strings (spec §2 Intelligence Chat, §8 Chat). Safe to import in the browser. */

export const CHAT_SUGGESTIONS = [
  "What are the main pricing differences between competitors?",
  "What recent feature launches have competitors made?",
  "What positioning strategies do competitors use?",
  "What are each competitor's strengths and weaknesses?",
  "Which market segments do competitors target?",
] as const;

export const CHAT_GREETING =
  "Hi! I'm your competitive intelligence assistant. I can analyze your competitors' pricing, features, positioning and strategies. Select a competitor above to focus on it, or leave **All Competitors** on to ask about all of them.";

export const CHAT_PLACEHOLDER = "Ask about competitor pricing, features, strategies...";
export const CHAT_ERROR_TOAST = "Failed to send message. Please try again.";
export const CHAT_ERROR_MESSAGE = "❌ Sorry, I encountered an error processing your request. Please make sure the MCP server is configured and try again.";
export const CHAT_FALLBACK_ERROR = "Failed to get response";
