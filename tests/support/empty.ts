// Stands in for the 'server-only' guard outside Next's server bundles (tests).
export {};
