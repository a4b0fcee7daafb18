/** A small schema for the cost formula's tests: connections with `nodes` or `edges`, an interface, a union. */
import {buildSchema} from 'graphql';

export const COST_SCHEMA = buildSchema(`
  interface Node { id: ID! }
  type PageInfo { hasNextPage: Boolean! endCursor: String }
  type Folder implements Node {
    id: ID!
    name: String!
    description: String
    parent: Folder
    documents(first: Int, last: Int, after: String): DocumentConnection!
  }
  type Document implements Node {
    id: ID!
    name: String!
    size: Int
    comments(first: Int, last: Int): CommentConnection!
  }
  type Comment implements Node { id: ID! body: String! }
  type FolderConnection { nodes: [Folder!]! edges: [FolderEdge!]! pageInfo: PageInfo! totalCount: Int! }
  type FolderEdge { cursor: String! node: Folder! }
  type DocumentConnection { nodes: [Document!]! pageInfo: PageInfo! }
  type CommentConnection { edges: [CommentEdge!]! pageInfo: PageInfo! }
  type CommentEdge { cursor: String! node: Comment! }
  "A list that is not a connection: no pageInfo."
  type FolderBag { nodes(first: Int): [Folder!]! }
  "Not a connection either: a page's info and nothing to page."
  type Summary { pageInfo: PageInfo! count: Int! }
  "An interface shaped like a connection is not one: only object types are."
  interface Listing { pageInfo: PageInfo! nodes: [Folder!]! }
  type FolderListing implements Listing { pageInfo: PageInfo! nodes: [Folder!]! }
  union SearchResult = Folder | Document
  type User { id: ID! name: String! email: String! }
  type Query {
    me: User
    version: String
    node(id: ID!): Node
    folder(id: ID!): Folder
    folders(first: Int, last: Int): FolderConnection!
    search(text: String!): [SearchResult!]!
    bag: FolderBag!
    summary: Summary!
    listing: Listing!
  }
  type Mutation { renameFolder(id: ID!, name: String!): Folder }
`);
