-- wrk script: requests cycle through the paths listed in $PATHS_FILE (one per
-- line), so the load spreads over many sessions and therefore over every node.
-- With $WRITE=1 each request is POST {"type":"setSegment","index":0|1} to the
-- path (alternating per path, so every action changes the session).
local paths, turn, i = {}, {}, 0
local write = os.getenv("WRITE") == "1"

function init(args)
  for line in io.lines(os.getenv("PATHS_FILE")) do
    if #line > 0 then paths[#paths + 1] = line end
  end
  -- Each wrk thread starts at a different place in the list.
  i = math.random(#paths) - 1
end

function request()
  i = i % #paths + 1
  local path = paths[i]
  if not write then return wrk.format("GET", path) end
  local index = turn[path] or 1
  turn[path] = 1 - index
  return wrk.format("POST", path, { ["Content-Type"] = "application/json" },
                    '{"type":"setSegment","index":' .. index .. '}')
end
