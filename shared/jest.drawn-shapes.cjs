// Tests have no server to fetch the map's shapes from (src/ui/us-map/drawn-shapes.ts): they read the same file.
const shapes = require('./src/ui/us-map/us-state-shapes.json');

module.exports = { readDrawnShapes: async () => shapes };
