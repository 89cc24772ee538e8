// The V8 flags `npm start` gives the server (package.json's start script): a bench that runs the app in a process
// of its own starts it with these, so its figures are those of the server as deployed. 4 MB semi-spaces keep the
// young generation at 12 MB instead of V8's 48 MB; bench/memory measured RSS after the feed's catch-up 410.1 MB
// without it and 377.0 MB with it (README, Configuration).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];
