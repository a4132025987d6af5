-- wrk script: POST setSegment 1, then 0, then 1, ... to the URL, so every
-- action really switches the segment instead of repeating a no-op (as
-- Benchmarks/baseline/post.lua does for compare.sh). The same script drives both
-- servers, so the client's cost is identical.
local bodies = { '{"type":"setSegment","index":1}', '{"type":"setSegment","index":0}' }
local headers = { ["Content-Type"] = "application/json" }
local n = 0

function request()
  n = n + 1
  return wrk.format("POST", nil, headers, bodies[(n - 1) % 2 + 1])
end
