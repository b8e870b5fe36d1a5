// Stand-in for the Windows SDK's <d3d11.h> (Direct3D), for the parse only: it
// declares nothing, so a file that includes it and uses none of it parses
// and is translated (the #include kept under #if defined(_WIN32)), and each
// use of a Direct3D name is amp2hip-4005 at its place
// (translator/lib/tables/Headers.def).
