/** The UI Kit's fakes moved to the places testing kit; this path stays for the tests that import it. */
export * from '../testing/uikit-elements';
