-- wrk script: POST the JSON in $BODY, or $BODY and $BODY2 alternately (so that
-- a benchmark of setSegment 1/0 really switches segments instead of repeating
-- a no-op). Used by compare.sh with --body/--body2; the same script drives
-- both servers, so the client's work is identical.
local bodies = { os.getenv("BODY") or "{}" }
local second = os.getenv("BODY2")
if second ~= nil and second ~= "" then bodies[2] = second end
local headers = { ["Content-Type"] = "application/json" }
local sent = 0

function request()
  sent = sent + 1
  return wrk.format("POST", nil, headers, bodies[(sent - 1) % #bodies + 1])
end
