/** The operation the home page shows; tests/unit/home-example.test.ts validates it against the schema. */
export const HOME_EXAMPLE_QUERY = `query RecentWork {
  me {
    name
  }
  documents(first: 3) {
    totalCount
    nodes {
      name
      updatedAt
    }
  }
}`;
