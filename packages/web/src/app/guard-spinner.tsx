// What a protected page shows while its guard decides: a chunk of its own, so antd's Spin stays off
// the public pages' JavaScript (a public page never waits for a guard).
import { Flex, Spin } from 'antd';

export default function GuardSpinner({ description }: { description?: string }) {
  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh' }}>
      {description ? <Spin description={description} /> : <Spin />}
    </Flex>
  );
}
