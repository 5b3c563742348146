module.exports = require('../shared/jest.base.cjs')();
