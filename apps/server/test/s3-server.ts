import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** s3rver's fixed credentials. */
export const S3RVER_KEYS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export interface TestS3 {
  /** S3_URL for the app: http://KEY:SECRET@127.0.0.1:<port>/<bucket>. */
  url: string;
  endpoint: string;
  bucket: string;
  /** Every key in the bucket (s3rver keeps them as files under this directory). */
  directory: string;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver speaks the S3 wire protocol, from the npm registry) on a
 * free loopback port, with one bucket, its objects in a temp directory.
 */
export async function startTestS3(bucket = "carnitrack-test"): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "carnitrack-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    url: `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}`,
    endpoint,
    bucket,
    directory,
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
