// s3rver in a process of its own (its memory is measured apart from the harness's):
// `node --import tsx s3rver-main.ts <folder> <bucket>` prints `{"port":N}` once it listens.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
if (!directory || !bucket) {
  console.error('usage: s3rver-main.ts <folder> <bucket>');
  process.exit(2);
}
const server = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
console.log(JSON.stringify({ port }));
process.on('SIGTERM', () => void server.close().finally(() => process.exit(0)));
