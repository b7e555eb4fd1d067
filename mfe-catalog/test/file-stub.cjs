// Jest stand-in for imported asset files (the bundler turns them into URLs): the file's name.
module.exports = 'test-file-stub.svg';
