/** A worker that ends without writing anything, as a worker whose work never finished would. */
export {};
