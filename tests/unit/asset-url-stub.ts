/** What a file emitted as an asset (`type: 'asset/resource'`) imports as in unit tests: its URL. */
export default '/asset-url-stub.js';
