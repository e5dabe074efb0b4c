/**
 * The integration taxonomy: well-known products by category, and the words that say a category when
 * a product is not known. Written from general knowledge of the software market, kept by hand: add
 * a product where it belongs, never a spelling from one scanned page. Names are matched without
 * case, spaces or punctuation ("Google Drive" = "googledrive"); longer names win ("Google Ads"
 * before "Google").
 */

export const INTEGRATION_CATEGORIES = [
  "Chat",
  "CRM",
  "Source control",
  "CI/CD",
  "Cloud",
  "Storage",
  "Database",
  "Analytics",
  "Monitoring",
  "Payments",
  "E-mail",
  "Calendar",
  "Identity",
  "Project management",
  "E-commerce",
  "CMS",
  "Maps",
  "Marketing",
  "Social",
  "Support",
  "Design",
  "Accounting",
  "HR",
  "Automation",
  "Documents",
  "Video",
  "Security",
  "AI",
  "Other",
] as const;

export type IntegrationCategory = (typeof INTEGRATION_CATEGORIES)[number];

/** Well-known products, by category. */
export const KNOWN_PRODUCTS: Record<Exclude<IntegrationCategory, "Other">, string[]> = {
  Chat: ["Slack", "Microsoft Teams", "MS Teams", "Discord", "WhatsApp", "WhatsApp Business", "Telegram", "Mattermost", "Rocket.Chat", "Google Chat", "Zulip", "Signal", "Facebook Messenger", "Messenger", "WeChat", "LINE", "Viber", "Twilio", "Flock", "Chanty", "Webex"],
  CRM: ["Salesforce", "HubSpot", "Pipedrive", "Zoho CRM", "Zoho", "Microsoft Dynamics", "Dynamics 365", "Copper", "Close", "Freshsales", "Insightly", "SugarCRM", "Attio", "Affinity", "Keap", "Agile CRM", "Capsule", "Nutshell", "Streak", "Salesflare", "monday sales CRM"],
  "Source control": ["GitHub", "GitLab", "Bitbucket", "Azure DevOps", "Azure Repos", "Gitea", "Gitee", "SourceForge", "Perforce", "Git", "Subversion", "SVN", "Mercurial", "Assembla", "Codeberg"],
  "CI/CD": ["Jenkins", "CircleCI", "Travis CI", "GitHub Actions", "GitLab CI", "Buildkite", "TeamCity", "Bamboo", "Azure Pipelines", "Argo CD", "Spinnaker", "Bitrise", "Drone", "Semaphore", "AppVeyor", "Harness", "Fastlane", "Vercel", "Netlify"],
  Cloud: ["AWS", "Amazon Web Services", "AWS Marketplace", "Azure", "Microsoft Azure", "Google Cloud", "Google Cloud Platform", "GCP", "Google Cloud Marketplace", "DigitalOcean", "Heroku", "Linode", "Akamai", "Vultr", "Hetzner", "OVH", "OVHcloud", "Cloudflare", "Fly.io", "Render", "Railway", "IBM Cloud", "Oracle Cloud", "Alibaba Cloud", "Kubernetes", "Docker", "Docker Hub", "Terraform", "cPanel", "Plesk", "Scaleway"],
  Storage: ["Dropbox", "Google Drive", "OneDrive", "Box", "iCloud", "iCloud Drive", "Amazon S3", "S3", "Backblaze", "Backblaze B2", "Wasabi", "Cloudinary", "Azure Blob Storage", "Google Cloud Storage", "Cloudflare R2", "R2", "pCloud", "Mega", "Nextcloud", "Egnyte", "SharePoint", "Filestack", "Uploadcare"],
  Database: ["PostgreSQL", "Postgres", "MySQL", "MariaDB", "MongoDB", "MongoDB Atlas", "Redis", "Supabase", "Firebase", "Firestore", "DynamoDB", "SQLite", "Microsoft SQL Server", "SQL Server", "Oracle Database", "Cassandra", "CockroachDB", "PlanetScale", "Neon", "Elasticsearch", "OpenSearch", "Snowflake", "BigQuery", "Redshift", "ClickHouse", "Airtable", "Fauna", "Couchbase", "InfluxDB", "Pinecone", "Databricks"],
  Analytics: ["Google Analytics", "GA4", "Mixpanel", "Amplitude", "Segment", "Heap", "Hotjar", "Plausible", "Fathom", "Matomo", "Adobe Analytics", "Looker", "Looker Studio", "Tableau", "Power BI", "Metabase", "PostHog", "FullStory", "Kissmetrics", "Pendo", "Microsoft Clarity", "Google Tag Manager", "Simple Analytics", "Umami"],
  Monitoring: ["Datadog", "New Relic", "Sentry", "Grafana", "Prometheus", "PagerDuty", "Opsgenie", "Splunk", "Dynatrace", "AppDynamics", "Honeycomb", "Better Stack", "Better Uptime", "UptimeRobot", "Pingdom", "StatusPage", "Statuspage", "Rollbar", "Bugsnag", "Raygun", "Logtail", "Papertrail", "Loggly", "Elastic", "Kibana", "Logz.io", "Checkly", "incident.io", "Lightstep", "Jaeger", "OpenTelemetry"],
  Payments: ["Stripe", "PayPal", "Braintree", "Square", "Adyen", "Mollie", "Paddle", "Klarna", "Apple Pay", "Google Pay", "Razorpay", "Authorize.net", "Chargebee", "Recurly", "Lemon Squeezy", "GoCardless", "Wise", "Payoneer", "Checkout.com", "Worldpay", "Sofort", "Mercado Pago", "PagSeguro", "Paytm", "SumUp", "Zettle", "Venmo", "Afterpay", "Shop Pay", "2Checkout", "FastSpring"],
  "E-mail": ["Gmail", "Outlook", "Microsoft Outlook", "Mailchimp", "SendGrid", "Mailgun", "Postmark", "Amazon SES", "SES", "Brevo", "Sendinblue", "ConvertKit", "Kit", "Campaign Monitor", "Constant Contact", "MailerLite", "Klaviyo", "ActiveCampaign", "Drip", "Customer.io", "Resend", "SparkPost", "Mandrill", "Zoho Mail", "Proton Mail", "Mailjet", "Beehiiv", "Substack", "Front", "Superhuman"],
  Calendar: ["Google Calendar", "Outlook Calendar", "Apple Calendar", "iCal", "Calendly", "Cal.com", "Acuity", "Acuity Scheduling", "SavvyCal", "Doodle", "Chili Piper", "YouCanBookMe", "Setmore", "SimplyBook.me", "Booksy", "Fresha", "OpenTable", "Resy", "Zoho Bookings", "Microsoft Bookings"],
  Identity: ["Okta", "Auth0", "Azure AD", "Azure Active Directory", "Microsoft Entra ID", "Entra ID", "Google Workspace", "G Suite", "OneLogin", "JumpCloud", "Ping Identity", "Keycloak", "Clerk", "Duo", "LDAP", "Active Directory", "SAML", "SCIM", "OpenID Connect", "OIDC", "OAuth", "1Password", "LastPass", "Bitwarden", "WorkOS", "Firebase Auth"],
  "Project management": ["Jira", "Asana", "Trello", "Linear", "monday.com", "Monday", "ClickUp", "Basecamp", "Notion", "Wrike", "Smartsheet", "Todoist", "Shortcut", "Clubhouse", "Height", "YouTrack", "Teamwork", "Microsoft Project", "Microsoft Planner", "Airtable", "Confluence", "Miro", "Pivotal Tracker", "Redmine", "Taiga", "OpenProject", "Harvest", "Toggl", "Clockify"],
  "E-commerce": ["Shopify", "WooCommerce", "Magento", "Adobe Commerce", "BigCommerce", "PrestaShop", "Shopware", "Wix Stores", "Ecwid", "Etsy", "Amazon", "eBay", "Gumroad", "Lightspeed", "Salesforce Commerce Cloud", "Squarespace Commerce", "OpenCart", "Snipcart", "Medusa", "Saleor", "Vendure"],
  CMS: ["WordPress", "Webflow", "Wix", "Squarespace", "Drupal", "Joomla", "Ghost", "Contentful", "Sanity", "Strapi", "Storyblok", "Prismic", "Framer", "HubSpot CMS", "Craft CMS", "Typo3", "TYPO3", "Hugo", "Jekyll", "Gatsby", "Docusaurus", "Directus", "Payload", "Umbraco", "Sitecore", "Adobe Experience Manager", "Kentico", "Elementor", "Bubble", "Carrd", "Weebly", "Jimdo"],
  Maps: ["Google Maps", "Mapbox", "OpenStreetMap", "Apple Maps", "HERE", "Bing Maps", "Leaflet", "Google Places", "Waze"],
  Marketing: ["Google Ads", "Facebook Ads", "Meta Ads", "LinkedIn Ads", "Microsoft Ads", "Bing Ads", "TikTok Ads", "Marketo", "Pardot", "Unbounce", "Instapage", "Leadpages", "Optimizely", "VWO", "Semrush", "Ahrefs", "Moz", "Google Search Console", "Yoast", "Hootsuite", "Buffer", "Sprout Social", "Later", "Typeform", "Google Business Profile", "Google My Business", "Trustpilot", "Yelp", "Intercom Series", "OptinMonster", "Sumo"],
  Social: ["Facebook", "Instagram", "LinkedIn", "Twitter", "X", "TikTok", "YouTube", "Pinterest", "Reddit", "Snapchat", "Threads", "Mastodon", "Bluesky", "Tumblr", "Vimeo", "Twitch", "Medium"],
  Support: ["Zendesk", "Intercom", "Freshdesk", "Help Scout", "Crisp", "Drift", "LiveChat", "Tawk.to", "Olark", "Gorgias", "Kustomer", "Front", "Gladly", "HelpCrunch", "Tidio", "Re:amaze", "Zoho Desk", "ServiceNow", "Jira Service Management", "Freshchat", "Chatwoot", "Userlike", "Pylon", "Plain"],
  Design: ["Figma", "Sketch", "Adobe XD", "Adobe Creative Cloud", "Photoshop", "Illustrator", "InVision", "Canva", "Zeplin", "Abstract", "Framer Motion", "Lottie", "Dribbble", "Behance", "Unsplash", "Storybook", "Penpot"],
  Accounting: ["QuickBooks", "Xero", "FreshBooks", "Sage", "Wave", "Zoho Books", "NetSuite", "Oracle NetSuite", "SAP", "SAP Business One", "DATEV", "lexoffice", "sevDesk", "Pennylane", "MYOB", "Bill.com", "Expensify", "Ramp", "Brex", "Avalara", "TaxJar", "Odoo", "Microsoft Dynamics 365 Business Central", "Holded", "Exact", "Tally"],
  HR: ["BambooHR", "Workday", "Gusto", "Rippling", "Deel", "Personio", "HiBob", "Bob", "Greenhouse", "Lever", "Workable", "ADP", "Paychex", "Remote", "Oyster", "Factorial", "Namely", "Justworks", "Lattice", "Culture Amp", "Employment Hero", "Deputy", "When I Work", "Homebase", "Tanda", "Sling"],
  Automation: ["Zapier", "Make", "Integromat", "n8n", "IFTTT", "Power Automate", "Microsoft Power Automate", "Workato", "Tray.io", "Pipedream", "Pabbly", "Automate.io", "Webhooks", "Webhook", "MuleSoft", "Boomi", "Celigo"],
  Documents: ["Google Docs", "Google Sheets", "Google Slides", "Microsoft Word", "Microsoft Excel", "Excel", "Microsoft 365", "Office 365", "Microsoft Office", "DocuSign", "PandaDoc", "Adobe Sign", "Dropbox Sign", "HelloSign", "Adobe Acrobat", "Coda", "Quip", "Evernote", "OneNote", "Obsidian", "Dokobit", "Loom", "Scribe"],
  Video: ["Zoom", "Google Meet", "Microsoft Teams Meetings", "Webex Meetings", "GoToMeeting", "Whereby", "Jitsi", "Vimeo OTT", "Wistia", "Mux", "Loom Video", "Riverside", "StreamYard", "Livestorm", "Hopin", "Daily"],
  Security: ["Let's Encrypt", "Cloudflare Access", "Snyk", "Vanta", "Drata", "Secureframe", "CrowdStrike", "SentinelOne", "Sucuri", "Wordfence", "reCAPTCHA", "hCaptcha", "Cloudflare Turnstile", "Dependabot", "SonarQube", "SonarCloud", "Veracode", "Checkmarx", "HashiCorp Vault", "Vault", "Doppler", "Tailscale", "Twingate", "Zscaler"],
  AI: ["OpenAI", "ChatGPT", "Anthropic", "Claude", "Gemini", "Google Gemini", "Mistral", "Hugging Face", "Cohere", "Perplexity", "Midjourney", "Stable Diffusion", "DeepL", "ElevenLabs", "Whisper", "Copilot", "GitHub Copilot", "Azure OpenAI", "AWS Bedrock", "Amazon Bedrock", "Vertex AI", "LangChain", "Replicate"],
};

/**
 * Words in a product's name, or in the text around it, that say its category when the product is not
 * in the list above ("Acme Pay", "a booking platform", "notifications to your chat").
 */
export const CATEGORY_CUES: Array<[Exclude<IntegrationCategory, "Other">, RegExp]> = [
  ["Payments", /\b(?:pay(?:ments?)?|checkout|billing|invoic\w*|card payments?|zahlung\w*|paiement\w*|pagos?|betaal\w*|płatnoś\w*)\b/i],
  ["Calendar", /\b(?:calendars?|booking(?:s| platforms?)?|appointments?|scheduling|reservations?|kalender|termin\w*|agenda|réservation\w*|reserva\w*)\b/i],
  ["Chat", /\b(?:chat|messag\w*|messenger|instant messaging|team communication|notifications? (?:to|in) (?:your )?(?:team )?chat)\b/i],
  ["CRM", /\b(?:crm|sales pipeline|contacts? management|deals? pipeline|leads? management)\b/i],
  ["Source control", /\b(?:git|repositor(?:y|ies)|version control|source code|pull requests?|vcs)\b/i],
  ["CI/CD", /\b(?:ci\/cd|continuous (?:integration|delivery|deployment)|build pipelines?|deploy(?:ments?)? pipelines?)\b/i],
  ["Storage", /\b(?:storage|drive|file sharing|files? sync|backups?|object store|buckets?)\b/i],
  ["Database", /\b(?:databases?|sql|nosql|data warehouse|key-value|redis)\b/i],
  ["Analytics", /\b(?:analytics|reporting|dashboards?|insights|metrics|statisti\w+|bi\b|business intelligence)\b/i],
  ["Monitoring", /\b(?:monitoring|observability|alerting|logs?|logging|uptime|incidents?|error tracking|apm|tracing)\b/i],
  ["E-mail", /\b(?:e-?mail|newsletters?|smtp|inbox|mailing lists?)\b/i],
  ["Identity", /\b(?:sso|single sign-on|saml|scim|identity|directory|oauth|openid|ldap|2fa|mfa|authenticat\w+)\b/i],
  ["Project management", /\b(?:project management|tasks?|issues? track\w*|kanban|boards?|sprints?|roadmaps?|time tracking)\b/i],
  ["E-commerce", /\b(?:e-?commerce|online (?:shop|store)s?|shops?|stores?|storefronts?|webshops?|marketplaces?|carts?)\b/i],
  ["CMS", /\b(?:cms|content management|website builder|site builder|blog(?:ging)? platform)\b/i],
  ["Maps", /\b(?:maps?|geolocation|geocoding|karten?|carte)\b/i],
  ["Marketing", /\b(?:marketing|ads|advertising|campaigns?|seo|landing pages?|a\/b test\w*|reviews platform)\b/i],
  ["Social", /\b(?:social (?:media|networks?)|sns)\b/i],
  ["Support", /\b(?:help ?desk|support tickets?|customer support|live chat|ticketing|knowledge base)\b/i],
  ["Design", /\b(?:design tools?|prototyp\w+|mockups?|wireframes?)\b/i],
  ["Accounting", /\b(?:accounting|bookkeeping|erp|invoicing software|tax|expenses?|buchhaltung|comptabilité|contabilidad|księgowoś\w*)\b/i],
  ["HR", /\b(?:hr|hris|payroll|recruit\w*|applicant tracking|ats|human resources|onboarding employees)\b/i],
  ["Automation", /\b(?:automation|workflows?|webhooks?|no-code integrations?|ipaas)\b/i],
  ["Documents", /\b(?:documents?|docs|spreadsheets?|e-?signatures?|notes?|pdfs?|office suite)\b/i],
  ["Video", /\b(?:video(?: calls?| conferenc\w+| meetings?)?|webinars?|meetings?|streaming)\b/i],
  ["Security", /\b(?:security|ssl|tls|certificates?|vulnerabilit\w+|malware|firewall|secrets?|compliance automation|captcha)\b/i],
  ["Cloud", /\b(?:cloud|hosting|servers?|kubernetes|containers?|serverless|vps|cdn|infrastructure)\b/i],
  ["AI", /\b(?:ai|llms?|gpt|machine learning|language models?)\b/i],
];

/**
 * Product names that are also common words ("Close", "Square", "Later"): in running text they count
 * only where the line speaks of integrating, syncing or connecting, or the line is the name alone.
 */
export const AMBIGUOUS_NAMES = new Set([
  "Box", "Make", "Kit", "Bob", "Close", "Front", "Wave", "Sage", "Exact", "Remote", "Daily", "Monday", "Segment", "Heap", "Git", "Duo",
  "HERE", "Mega", "Later", "Drift", "Plain", "Height", "Copper", "Render", "Neon", "Vault", "Elastic", "Medium", "Signal", "LINE", "X",
  "Square", "Ghost", "Bubble", "Craft", "Payload", "Wise", "Ramp", "Harvest", "Teamwork", "Sling", "Deputy", "Lever", "Tally", "Drip",
  "Buffer", "Scribe", "Crisp", "Affinity", "Capsule", "Nutshell", "Streak", "Shortcut", "Clubhouse", "Leaflet", "Threads", "Flock",
  "Oyster", "Factorial", "Lattice", "Homebase", "Drone", "Semaphore", "Harness", "Bamboo", "Railway", "Amazon", "Excel", "Notion",
  "Linear", "Zoom", "Resend", "Pylon", "Gladly", "Honeycomb", "Pinecone", "Fauna", "Wasabi", "Sanity", "Loom", "Coda", "Quip", "Exact",
  "Workable", "Prismic", "Payoneer", "Kit", "Webhook", "Webhooks", "Docker", "Terraform", "Kubernetes", "Claude", "Gemini", "Copilot",
]);

/**
 * Payment-card networks (general knowledge). A line naming one shows how a buyer pays for the product
 * (a strip of card logos at checkout), so the payment products beside it are not integrations.
 */
export const CARD_NETWORKS = ["Visa", "Mastercard", "American Express", "Amex", "Discover", "Diners Club", "JCB", "UnionPay", "Maestro"];
